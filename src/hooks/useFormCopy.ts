import { graphql, useStaticQuery } from "gatsby";

/** What the forms say beyond their fixed labels (content/forms.yaml). */
export function useFormCopy() {
  const data = useStaticQuery<Queries.FormCopyQuery>(graphql`
    query FormCopy {
      forms: formsYaml {
        fieldTooLong
        fieldEmpty
        honeypot
        contact {
          notDelivered
          retry
          checkFields
        }
        newsletter {
          title
          formLabel
          intro
          label
          placeholder
          submit
          success
          failed
        }
      }
    }
  `);
  if (!data.forms) throw new Error("content/forms.yaml is missing");
  return data.forms;
}

export type FormCopy = ReturnType<typeof useFormCopy>;
