-- Résumés are addressed by an unguessable public id (128 random bits, base64url: 22 characters) in URLs
-- and answers, never by the sequential `id`, which stays the rows' internal key: sequential ids could be
-- counted, and a 403 for one that exists told which did. New rows get theirs from the api
-- (randomBytes(16)); existing rows get 128 bits of the server's strong random source here (two version-4
-- UUIDs, 244 random bits, hashed and cut to 16 bytes).
ALTER TABLE files ADD COLUMN public_id text;

UPDATE files SET public_id = translate(
  rtrim(encode(substring(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8'))
                         FROM 1 FOR 16), 'base64'), '='),
  '+/', '-_');

ALTER TABLE files
  ALTER COLUMN public_id SET NOT NULL,
  ADD CONSTRAINT files_public_id_key UNIQUE (public_id),
  ADD CONSTRAINT files_public_id_format CHECK (public_id ~ '^[A-Za-z0-9_-]{22}$');

-- The applicant profile an application kept (jsonb) named its résumé by the old id: it now names the
-- public one, or none when that file is gone (replaced or deleted since).
UPDATE applications a
   SET profile = a.profile || jsonb_build_object(
         'resumeId', f.public_id,
         'resume', CASE WHEN jsonb_typeof(a.profile -> 'resume') = 'object'
                        THEN (a.profile -> 'resume') || jsonb_build_object('id', f.public_id)
                        ELSE 'null'::jsonb END)
  FROM files f
 WHERE f.id = a.resume_file_id AND a.profile IS NOT NULL;

UPDATE applications
   SET profile = profile || '{"resumeId": null, "resume": null}'::jsonb
 WHERE resume_file_id IS NULL AND profile IS NOT NULL
   AND (profile -> 'resumeId' <> 'null'::jsonb OR profile -> 'resume' <> 'null'::jsonb);
