/**
 * Fixed interface strings that the original brief (SPEC.md, see docs/development.md) gives word
 * for word. Everything else a visitor reads lives in content/ and reaches the pages through GraphQL.
 */
export const LABELS = {
  lastUpdated: "Last updated",
  readMore: "Read More",
  backToBlog: "Back to Blog",
  blogPostNotFound: "Blog Post Not Found",
  pageNotFound: "Oops! Page not found",
  returnHome: "Return to Home",
  applicationError: "Unexpected Application Error!",
  bookYourCall: "BOOK YOUR CALL",
  getInTouch: "GET IN TOUCH",
  viewFullAbout: "View Full About",
  latestArticles: "LATEST ARTICLES",
  /** The tag on the newest article's card. */
  latest: "LATEST",
  acceptCookies: "Accept Cookies",
  decline: "Decline",
  /** Last entry of the Services menu; the entries before it come from content/service-pages/. */
  viewAllServices: "View All Services",
  sending: "Sending...",
  contact: {
    name: "Name",
    email: "Email",
    subject: "Subject",
    subjectPlaceholder: "Enter your subject",
    message: "Message",
    submit: "Send Message",
    sentTitle: "Message sent!",
    sentText: "We'll get back to you as soon as possible.",
  },
  ebook: {
    name: "Your Name",
    email: "Email Address",
    consent:
      "I agree to subscribe to the newsletter and receive email marketing communications. I can unsubscribe at any time.",
    submit: "Download ebook",
    privacy: "We respect your privacy and will never share your information.",
    consentRequired: "Please agree to subscribe to our newsletter to download the ebook.",
    failed: "Something went wrong. Please try again later.",
    network: "Network error. Please check your connection and try again.",
    success: "Success! Your ebook is on the way to your inbox.",
    fileName: "Tax-Strategies-for-Global-Citizens.pdf",
  },
} as const;
