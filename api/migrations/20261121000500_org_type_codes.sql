-- Organisation types were stored as URL words ('social-enterprise') and answered as codes
-- ('SOCIAL_ENTERPRISE'). Store the codes, like every other enum column, so the database, the api and
-- the shared contracts use one vocabulary. The localised URL words live in the route table.
ALTER TABLE organizations DROP CONSTRAINT organizations_org_type_check;
UPDATE organizations SET org_type = upper(replace(org_type, '-', '_'));
ALTER TABLE organizations ADD CONSTRAINT organizations_org_type_check CHECK (org_type IN
  ('NONPROFIT', 'GOVERNMENT', 'CONSULTANT', 'SOCIAL_ENTERPRISE', 'RECRUITER', 'BUSINESS', 'COMMUNITY'));
