/**
 * Decap's rich-text editor crashes on a paste that holds a picture (decap-cms#7585 and #7790,
 * open: "Cannot destructure property 'url' of 'e.element.data'"), and the entry's unsaved words
 * are lost: a Google Doc or a Medium draft with pictures, or a screenshot. Articles take no
 * pictures in their text (docs/editing.md), so such a paste into an editor is stopped here, before
 * the editor sees it, and given to the editor again without its pictures: the same HTML (headings,
 * bold, links and lists kept) less its <img>, <picture> and <svg>, and the plain text, no files.
 *
 * Assumes, as slate-react 0.91 (Decap 3.6) does, that the editor is the element marked
 * `data-slate-editor` and takes a rich paste from a `beforeinput` event of type insertFromPaste.
 * The CMS's browser test pastes a document with a picture and checks its words arrive, so a
 * Decap that no longer works this way fails that test rather than the founder's paste.
 */
const PICTURE = /<(picture|svg)\b[\s\S]*?<\/\1>|<img\b[^>]*>/gi;

function withoutPictures(data: DataTransfer): DataTransfer | null {
  const html = data.getData("text/html").replace(PICTURE, "");
  const text = data.getData("text/plain");
  if (html.replace(/<[^>]*>/g, "").trim() === "" && text.trim() === "") return null;
  const clean = new DataTransfer();
  if (html) clean.setData("text/html", html);
  if (text) clean.setData("text/plain", text);
  return clean;
}

export function pasteWithoutPictures(doc: Document): void {
  doc.addEventListener(
    "paste",
    (event) => {
      if (!event.clipboardData) return;
      const editor = event.target instanceof Element ? event.target.closest("[data-slate-editor]") : null;
      const data = event.clipboardData;
      const pictures =
        [...data.items].some((item) => item.kind === "file") || /<(img|picture|svg)\b/i.test(data.getData("text/html"));
      if (!editor || !pictures) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const clean = withoutPictures(data);
      if (!clean) return;
      const again = new InputEvent("beforeinput", {
        inputType: "insertFromPaste",
        dataTransfer: clean,
        bubbles: true,
        cancelable: true,
      });
      editor.dispatchEvent(again);
    },
    true,
  );
}
