/**
 * The business behind the site (content/site.yaml `business:`), as UK law asks it to be named:
 * the controller of visitors' data (UK GDPR art. 13) and the service provider of the
 * Electronic Commerce (EC Directive) Regulations 2002, reg. 6.
 */

export interface Business {
  legalName: string;
  address: string;
  email: string;
  companyNumber: string;
  vatNumber: string;
}

/** The fields of `business:` in content/site.yaml, in the order the pages state them. */
export const BUSINESS_FIELDS = ["legalName", "address", "email", "companyNumber", "vatNumber"] as const;

/** The tokens the legal pages (and any copy) use for each field. */
export const BUSINESS_TOKENS: Record<keyof Business, string> = {
  legalName: "legalName",
  address: "businessAddress",
  email: "businessEmail",
  companyNumber: "companyNumber",
  vatNumber: "vatNumber",
};

/** An email address as the site reads one (business.email, a mailto: link): one @, a dot after it, no spaces. */
export const EMAIL_PATTERN = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;

/** What marks a value the founder has still to supply: it starts with `TODO:`. */
export const PLACEHOLDER_PREFIX = "TODO:";

export function isPlaceholder(value: string): boolean {
  return value.trim().toUpperCase().startsWith(PLACEHOLDER_PREFIX);
}

/** The words after `TODO:`, which say what is missing ("legal name of the business"). */
export function placeholderHint(value: string): string {
  return value.trim().slice(PLACEHOLDER_PREFIX.length).trim();
}

/** The fields of `business` that are still placeholders (or missing), as `business.<field>: <hint>`. */
export function businessPlaceholders(business: unknown): string[] {
  const entries = (business && typeof business === "object" ? business : {}) as Record<string, unknown>;
  return BUSINESS_FIELDS.flatMap((field) => {
    const value = entries[field];
    if (typeof value !== "string" || value.trim() === "") return [`business.${field}: missing`];
    return isPlaceholder(value) ? [`business.${field}: ${placeholderHint(value) || "to be supplied"}`] : [];
  });
}
