import { css } from "@emotion/react";
import { Link } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Container } from "../components/Container";
import { Prose } from "../components/Prose";
import { CurrentDate } from "../components/CurrentDate";
import { useSiteMetadata, type SiteMetadata } from "../hooks/useSiteMetadata";
import { space } from "../styles/theme";

const bodyCss = css({ paddingBlock: space.xxl, "& > h2:first-of-type": { marginTop: 0 } });

function ProviderPolicy({ provider }: { provider: SiteMetadata["providers"]["forms"] }) {
  return (
    <a href={provider.privacyUrl} target="_blank" rel="noopener noreferrer">
      {provider.name}&rsquo;s privacy policy
    </a>
  );
}

export default function PrivacyPolicyPage() {
  const site = useSiteMetadata();
  const { forms, scheduling } = site.providers;
  return (
    <Layout>
      <Seo
        title="Privacy Policy"
        description={`What personal information ${site.title} collects through this website, why, which services help us handle it, and the rights you have over it.`}
        pathname="/privacy-policy/"
      />
      <PageHeader
        narrow
        title="Privacy Policy"
        intro={
          <p css={css({ margin: 0 })}>
            Last updated: <CurrentDate fallback={site.buildDate} />
          </p>
        }
      />
      <Container narrow>
        <Prose css={bodyCss}>
          <h2 id="introduction">Introduction</h2>
          <p>
            {site.title} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) advises location-independent entrepreneurs, digital nomads
            and expats on international tax, company formation and residency. This policy explains what personal
            information we collect through this website, why we collect it, which outside services help us handle it,
            and the choices and rights you have. It covers this website and the forms and booking links on it.
          </p>
          <p>
            We collect as little as we can. You can read every article on this site without telling us anything about
            yourself.
          </p>

          <h2 id="information-we-collect">Information We Collect</h2>
          <p>We only hold information you give us, or that you agree we may gather:</p>
          <ul>
            <li>
              <strong>Newsletter.</strong> Your email address, when you subscribe.
            </li>
            <li>
              <strong>E-book.</strong> Your name and email address, and your consent to receive our newsletter, when
              you request the free e-book.
            </li>
            <li>
              <strong>Contact form.</strong> Your name, email address, the subject and your message.
            </li>
            <li>
              <strong>Consultation scheduling.</strong> When you book a discovery call, your name, email address, the
              time you choose and any answers you give in the booking form.
            </li>
            <li>
              <strong>Cookies and analytics.</strong> Your browser stores your cookie choice and your light or dark
              theme so the site remembers them. Only if you choose &lsquo;Accept Cookies&rsquo; may we load an
              analytics script that tells us, in aggregate, which pages are read and how visitors found them. If you
              decline or close the banner, no analytics run.
            </li>
          </ul>
          <p>
            Please do not send passport numbers, bank details or tax documents through the contact form. If we work
            together, we will ask for what we need through a secure channel.
          </p>

          <h2 id="how-we-use-your-information">How We Use Your Information</h2>
          <ul>
            <li>To reply to your message and to prepare for and hold the call you booked.</li>
            <li>
              To send you the e-book and, if you consented, our newsletter. Every newsletter has a link to unsubscribe.
            </li>
            <li>To understand which pages help visitors, from aggregate analytics, and only with your consent.</li>
            <li>To keep the records that the law requires of a business.</li>
          </ul>
          <p>
            We rely on your consent for the newsletter and analytics, and on the steps you ask us to take before a
            possible engagement for enquiries and calls. We never sell your information or share it for advertising.
            We keep it only as long as these purposes or the law require: newsletter details until you unsubscribe,
            enquiries while we are in contact and for a reasonable period after.
          </p>

          <h2 id="third-party-services">Third-Party Services</h2>
          <p>Two outside services handle information on our behalf. Each has its own privacy policy:</p>
          <ul>
            <li>
              <strong>Form handling: {forms.name}.</strong> It receives what you send through our contact, e-book and
              newsletter forms and passes it to us. Read <ProviderPolicy provider={forms} />.
            </li>
            <li>
              <strong>Scheduling: {scheduling.name}.</strong> It hosts our booking page and records the details of the
              call you book. Read <ProviderPolicy provider={scheduling} />.
            </li>
          </ul>
          <p>
            These services may store information outside your country, including in the United States; their policies
            describe the safeguards they use when they do.
          </p>

          <h2 id="your-rights">Your Rights</h2>
          <p>
            Depending on where you live (for example under the UK GDPR or the EU General Data Protection Regulation),
            you have the right to:
          </p>
          <ul>
            <li>
              <strong>Access:</strong> ask for a copy of the information we hold about you.
            </li>
            <li>
              <strong>Correction:</strong> have inaccurate or incomplete information corrected.
            </li>
            <li>
              <strong>Deletion:</strong> ask us to delete your information.
            </li>
            <li>
              <strong>Objection:</strong> object to how we use your information, including for direct marketing.
            </li>
            <li>
              <strong>Restriction:</strong> ask us to limit how we use it while a concern is resolved.
            </li>
            <li>
              <strong>Transfer:</strong> receive it in a portable format, or have it sent to another organisation.
            </li>
          </ul>
          <p>
            You can withdraw your consent at any time: use the unsubscribe link in any newsletter, or clear this
            site&rsquo;s data in your browser to see the cookie banner again. If you are unhappy with how we handle
            your information, you can also complain to your data protection authority; in the United Kingdom that is
            the Information Commissioner&rsquo;s Office.
          </p>

          <h2 id="contact-us">Contact Us</h2>
          <p>
            For questions about this policy or any request about your information, <Link to="/contact/">contact us</Link>
            . We reply within one month, as data protection law requires.
          </p>
        </Prose>
      </Container>
    </Layout>
  );
}
