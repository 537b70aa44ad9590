-- Attributes the search facets need beyond those listings had: what a volunteer opportunity or event
-- asks (actionType), where it came from (source) and the job family of a job or internship title
-- (synonymId). Codes are the contracts' vocabulary (ACTION_TYPES, LISTING_SOURCES, JOB_FAMILIES).
ALTER TABLE listings
  ADD COLUMN action_type text CHECK (action_type IN
    ('ONE_TIME', 'ONGOING', 'SKILLS_BASED', 'WORKSHOP', 'TALK', 'NETWORKING', 'CAREER_FAIR', 'FUNDRAISER',
     'COMMUNITY_ACTION')),
  ADD COLUMN source text CHECK (source IN ('POSTED', 'PARTNER')),
  ADD COLUMN synonym_id integer CHECK (synonym_id > 0);
