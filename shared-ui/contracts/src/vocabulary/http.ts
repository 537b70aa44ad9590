import { RESUME_MAX_BYTES } from './applying';

/** The largest JSON body any /data call takes (the api's parser and the gateway refuse more: 413). */
export const DATA_BODY_MAX_BYTES = 1024 * 1024;

/** The largest multipart body (a résumé upload: the file's limit and room for the form around it). */
export const UPLOAD_BODY_MAX_BYTES = RESUME_MAX_BYTES + 64 * 1024;

/** How deeply a JSON body may nest arrays and objects; no call's body comes near it. */
export const JSON_MAX_DEPTH = 32;
