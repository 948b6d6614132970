import { FIELD_LIMITS, tooLongMessageError, trimValues, validateFields } from "../../src/rules/formRules";
import { testContentYaml } from "../helpers/site";

const messages = { empty: "Please fill in this field.", tooLong: "Please keep this under {max} characters." };

describe("form rules", () => {
  it("trims text values and leaves the rest", () => {
    expect(trimValues({ name: "  Ana ", consent: true })).toEqual({ name: "Ana", consent: true });
  });

  it("names every field over its limit, with the limit in the message, and never cuts it", () => {
    const values = {
      name: "n".repeat(FIELD_LIMITS.name + 1),
      email: `${"e".repeat(FIELD_LIMITS.email)}@x.co`,
      subject: "s".repeat(FIELD_LIMITS.subject + 1),
      message: "m".repeat(FIELD_LIMITS.message + 1),
    };
    const errors = validateFields(values, [], messages);
    expect(errors).toEqual({
      name: "Please keep this under 100 characters.",
      email: "Please keep this under 254 characters.",
      subject: "Please keep this under 200 characters.",
      message: "Please keep this under 5000 characters.",
    });
    expect(values.message).toHaveLength(FIELD_LIMITS.message + 1);
  });

  it("accepts values exactly at the limit", () => {
    expect(validateFields({ message: "m".repeat(FIELD_LIMITS.message) }, ["message"], messages)).toEqual({});
  });

  it("flags a required field that holds only spaces", () => {
    expect(validateFields({ subject: "" }, ["subject"], messages)).toEqual({ subject: messages.empty });
  });
});

describe("the too-long message of content/forms.yaml", () => {
  it("fills {max}, as the founder wrote it", () => {
    const { fieldTooLong } = testContentYaml<{ fieldTooLong: string }>("forms.yaml");
    expect(fieldTooLong).toContain("{max}");
    expect(tooLongMessageError(fieldTooLong)).toBeNull();
  });

  it("names a placeholder it does not fill, which a visitor would see only after typing too much", () => {
    expect(tooLongMessageError("Please keep this under {maximum} characters.")).toBe(
      'content/forms.yaml: field "fieldTooLong" holds {maximum}, which is not filled in: write {max} for the field\'s limit',
    );
    expect(tooLongMessageError("Please keep this under { max } characters.")).toMatch(/holds \{ max \}/);
  });
});
