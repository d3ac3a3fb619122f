/**
 * The busboy limits of a form that uploads one file beside its text fields (a job application's
 * CV, a service's image): a body past them is refused as it is read (lib/multipart-errors.ts).
 * A little slack over the form's own fields (two fields, three parts with the file) keeps a
 * client that adds one harmless field from being refused.
 */
export const oneFileFormLimits = (form: {
  textFields: number;
  fileSize: number;
  fieldSize: number;
}) => ({
  fileSize: form.fileSize,
  files: 1,
  fields: form.textFields + 2,
  fieldSize: form.fieldSize,
  fieldNameSize: 64,
  parts: form.textFields + 3,
  headerPairs: 20,
});
