import { LABELS } from "../rules/labels";
import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import { graphql, navigate, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { ButtonLink } from "../components/Button";
import { isBlogPath } from "../rules/articles";
import { siteRedirects } from "../rules/redirects";
import { resolveRedirect } from "../rules/slugs";
import { colors, displayType, fontSizes, space } from "../styles/theme";

type View = "loading" | "not-found" | "blog-not-found";

const wrapCss = css({
  minHeight: "60vh",
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: space.md,
  padding: `${space.section} ${space.md}`,
  textAlign: "center",
});

/**
 * Any host serves this page for an unknown address. A `/blog/{id}` of a known article, or an
 * article's or a service page's earlier slug, moves to its address without a history entry
 * (Netlify answers each with a 301 first: public/_redirects); other `/blog/...` addresses show
 * 'Blog Post Not Found'.
 * The view is decided after mount so the static HTML and hydration agree.
 */
export default function NotFoundPage({ location, data }: PageProps<Queries.NotFoundQuery>) {
  return (
    <Layout>
      <NotFoundContent pathname={location.pathname} data={data} />
    </Layout>
  );
}

/** Only this part re-renders when the view is decided, not the whole layout. */
function NotFoundContent({ pathname, data }: { pathname: string; data: Queries.NotFoundQuery }) {
  const [view, setView] = useState<View>("loading");
  const { copy } = data;
  const rules = siteRedirects(data.allMarkdownRemark.nodes, data.allServicePageYaml.nodes);

  useEffect(() => {
    const target = resolveRedirect(pathname, rules);
    if (target) {
      navigate(target, { replace: true });
      return;
    }
    // A warning, not an error: the visitor's mistake is not a fault of the site.
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
    setView(isBlogPath(pathname) ? "blog-not-found" : "not-found");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  if (!copy) throw new Error("content/pages/not-found.yaml is missing");

  if (view === "blog-not-found") {
    return (
      <>
        <Seo title={LABELS.blogPostNotFound} description={copy.seo.description} pathname="/404/" noindex />
        <div css={wrapCss}>
          <h1 css={css({ fontSize: fontSizes.display, margin: 0 })}>{LABELS.blogPostNotFound}</h1>
          <p css={css({ color: colors.muted, maxWidth: "46ch" })}>{copy.blogNotFound}</p>
          <ButtonLink to="/blog/">{LABELS.backToBlog}</ButtonLink>
        </div>
      </>
    );
  }

  return (
    <>
      <Seo title={copy.seo.title} description={copy.seo.description} pathname="/404/" noindex />
      <div css={wrapCss} aria-busy={view === "loading"}>
        <p
          css={css({
            ...displayType,
            fontSize: fontSizes.hero,
            lineHeight: 1,
            margin: 0,
            color: colors.accentText,
          })}
        >
          404
        </p>
        <h1 css={css({ fontSize: fontSizes.xxl, margin: 0 })}>{LABELS.pageNotFound}</h1>
        <p css={css({ color: colors.muted, maxWidth: "46ch", margin: 0 })}>{copy.notFound}</p>
        <ButtonLink to="/">{LABELS.returnHome}</ButtonLink>
      </div>
    </>
  );
}

export const query = graphql`
  query NotFound {
    copy: pageNotFoundYaml {
      seo {
        ...CopySeoFields
      }
      notFound
      blogNotFound
    }
    allMarkdownRemark(filter: { fields: { isArticle: { eq: true } } }) {
      nodes {
        frontmatter {
          id
          slug
          previousSlugs
        }
      }
    }
    allServicePageYaml {
      nodes {
        slug
        previousSlugs
      }
    }
  }
`;
