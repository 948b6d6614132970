/**
 * Decap 3.6.4 asks whether to use an entry's local backup ("A local backup was recovered for this
 * entry, would you like to use it?") as soon as it has read the backup, which is most often
 * before the entry itself has arrived. OK put the unsaved changes back, and the entry as saved
 * then replaced them when it arrived (decap-cms#5470 and #6989, open): the founder's work was
 * gone. The question is asked here once the editor holds the entry: the draft Decap makes of
 * the entry as saved (its `slug`, with `newRecord` false), or a new entry's empty draft.
 *
 * Rewrites Decap's prebuilt bundle (decap-cms-app/dist/decap-cms-app.js) as it is copied into
 * public/admin/ (./bundle.ts). Assumes the code of Editor's componentDidUpdate as decap-cms-app
 * 3.6.4 ships it, minified (decap-cms-core, components/Editor/Editor.js: `if
 * (!prevProps.localBackup && this.props.localBackup) { window.confirm(...) ... }`), and stops the
 * build when that code is not found once. The CMS's browser test reloads an entry with unsaved
 * changes and says OK, so a bundle that no longer behaves this way fails it.
 */
const ASKED_AT_ONCE =
  'componentDidUpdate(e){if(!e.localBackup&&this.props.localBackup&&(window.confirm(this.props.t("editor.editor.confirmLoadBackup"))';

const ASKED_ONCE_THE_ENTRY_IS_THERE =
  "componentDidUpdate(e){if(!this.backupAsked&&this.props.localBackup" +
  '&&this.props.entryDraft.getIn(["entry","newRecord"])===!!this.props.newEntry' +
  '&&(this.props.newEntry||this.props.entryDraft.getIn(["entry","slug"])===this.props.slug)' +
  '&&(this.backupAsked=!0,window.confirm(this.props.t("editor.editor.confirmLoadBackup"))';

/** Decap's bundle with the backup question asked once the entry is in the editor. */
export function askForBackupOnceLoaded(bundle: string, version: string): string {
  const found = bundle.split(ASKED_AT_ONCE).length - 1;
  if (found !== 1) {
    throw new Error(
      `decap-cms-app ${version}: the code that asks about a local backup was found ${found} times, not once, so the CMS's fix of its lost backups (src/node/cms/decapBackup.ts) cannot be made: check whether this Decap still asks before the entry has loaded (decap-cms#5470), then update or remove the fix`,
    );
  }
  return bundle.replace(ASKED_AT_ONCE, ASKED_ONCE_THE_ENTRY_IS_THERE);
}
