import { z } from 'zod';
import { ZUuid } from '../validators';
import { blank, requiredChoice } from './field-types';
import { ZImageId } from './form-fields';

/** The pictures of an employee's record: the profile picture and the e-signature. */
export const PICTURE_KINDS = ['profile', 'signature'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/**
 * Sets (a picture uploaded through /1.0/user/upload/imagedata) or removes (null) one of the
 * employee's pictures.
 */
export const ZPictureSave = z.strictObject({ kind: requiredChoice(PICTURE_KINDS), fileId: z.preprocess(blank, ZImageId.nullable()) });
export const ZPictureSaveHr = ZPictureSave.extend({ id: ZUuid });

/**
 * Files a document of one document-file type (a file uploaded through /1.0/user/upload/file: JPG,
 * PNG or PDF). An employee keeps one document of each type; when there is one, the save replaces it
 * only with `replace: true`, which the client sends after the user confirmed the replacement.
 */
export const ZDocumentSave = z.strictObject({
  documentTypeId: ZUuid, fileId: ZUuid, replace: z.boolean({ error: 'validation.invalid' }).optional(),
});
export const ZDocumentSaveHr = ZDocumentSave.extend({ employeeId: ZUuid });
