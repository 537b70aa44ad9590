-- How many people an organisation employs, as a band (spec §2 organisation profile "size"); codes are
-- the contracts' ORG_SIZES. Unknown for organisations that never said.
ALTER TABLE organizations
  ADD COLUMN size text CHECK (size IN ('SIZE_1_10', 'SIZE_11_50', 'SIZE_51_200', 'SIZE_201_500', 'SIZE_501_PLUS'));
