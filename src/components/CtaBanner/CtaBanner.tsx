import { LABELS } from "../../rules/labels";
import { ButtonLink } from "../Button";
import { graphql, useStaticQuery } from "gatsby";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { CtaBand } from "./CtaBand";

export interface CtaBannerProps {
  title?: string;
  /** The line under the title. Without title or text, those of content/cta.yaml. */
  text?: string;
}

/** Orange closing call to action: book the discovery call. */
export function CtaBanner({ title, text }: CtaBannerProps) {
  const { schedulingUrl } = useSiteMetadata();
  const { cta } = useStaticQuery<Queries.CtaCopyQuery>(graphql`
    query CtaCopy {
      cta: ctaYaml {
        title
        text
      }
    }
  `);
  return (
    <CtaBand title={title ?? cta?.title} text={text ?? cta?.text}>
      <ButtonLink to={schedulingUrl} variant="inverse">
        {LABELS.bookYourCall}
      </ButtonLink>
    </CtaBand>
  );
}
