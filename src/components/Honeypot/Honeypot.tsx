import { HONEYPOT_FIELD } from "../../rules/formRules";
import { useFormCopy } from "../../hooks/useFormCopy";
import { css } from "@emotion/react";

export { HONEYPOT_FIELD };

const honeypotCss = css({ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" });

/** A field people never see or reach; bots that fill it are dropped by the form provider. */
export function Honeypot() {
  const { honeypot } = useFormCopy();
  return (
    <div aria-hidden="true" css={honeypotCss}>
      <label>
        {honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
