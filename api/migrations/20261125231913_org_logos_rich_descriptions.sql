-- Organisation logos and rich-text descriptions (docs/product/organisations.md#the-organisation).
--
-- A logo is a stored file like a résumé (its metadata in `files`, its bytes in the FileStore). Uploaded,
-- it is its uploader's (owner_id) until an organisation takes it; then it is the organisation's
-- (organizations.logo_file_id) and no user's, so the uploader deleting their account leaves it in place.
ALTER TABLE files DROP CONSTRAINT files_purpose_check;
ALTER TABLE files ADD CONSTRAINT files_purpose_check CHECK (purpose IN ('RESUME', 'ORG_LOGO'));
ALTER TABLE files ALTER COLUMN owner_id DROP NOT NULL;
ALTER TABLE files ADD CONSTRAINT files_owner_check CHECK (owner_id IS NOT NULL OR purpose = 'ORG_LOGO');

ALTER TABLE organizations ADD COLUMN logo_file_id integer UNIQUE REFERENCES files(id) ON DELETE SET NULL;

-- Descriptions were plain text and are now sanitised HTML: each existing one becomes paragraphs (a blank
-- line between two), its characters escaped, a single line break kept as <br>.
UPDATE organizations
   SET description = '<p>' ||
       regexp_replace(
         regexp_replace(
           replace(replace(replace(replace(btrim(description, E' \t\r\n'), '&', '&amp;'), '<', '&lt;'),
                   '>', '&gt;'), '"', '&quot;'),
           E'[ \t]*\r?\n([ \t]*\r?\n)+[ \t]*', '</p><p>', 'g'),
         E'\r?\n', '<br>', 'g') ||
       '</p>'
 WHERE btrim(description, E' \t\r\n') <> '';
UPDATE organizations SET description = '' WHERE btrim(description, E' \t\r\n') = '';
