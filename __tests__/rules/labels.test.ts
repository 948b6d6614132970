import { LABELS } from "../../src/rules/labels";

// The one place the brief's words are repeated on purpose: every other test imports LABELS, so
// only this test fails when a label the brief fixed word for word is changed.
describe("the labels the brief fixed word for word", () => {
  it("read exactly as the brief wrote them", () => {
    expect(LABELS).toMatchObject({
      latestArticles: "LATEST ARTICLES",
      latest: "LATEST",
      bookYourCall: "BOOK YOUR CALL",
      getInTouch: "GET IN TOUCH",
      viewFullAbout: "View Full About",
      readMore: "Read More",
      backToBlog: "Back to Blog",
      viewAllServices: "View All Services",
      returnHome: "Return to Home",
      acceptCookies: "Accept Cookies",
      decline: "Decline",
      pageNotFound: "Oops! Page not found",
      blogPostNotFound: "Blog Post Not Found",
      lastUpdated: "Last updated",
      sending: "Sending...",
      contact: { submit: "Send Message", sentTitle: "Message sent!" },
      ebook: { submit: "Download ebook" },
      applicationError: "Unexpected Application Error!",
    });
  });
});
