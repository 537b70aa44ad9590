import type { GradFair, GradFairInvite, OrgGradFair } from '@opengood/contracts';

// Fairs as the api answers them (the fake api checks every answer against its contract).

const DAY = 86_400_000;
const inDays = (days: number, hourUtc = 15) => {
  const day = new Date(Date.now() + days * DAY);
  day.setUTCHours(hourUtc, 0, 0, 0);
  return day.toISOString();
};

export function testFair(over: Partial<GradFair> = {}): GradFair {
  return {
    id: 3,
    name: 'OpenGood Graduate Fair New York',
    description: 'Meet nonprofits hiring graduates.',
    place: {
      text: 'New York City, NY, United States',
      city: 'New York City',
      stateCode: 'NY',
      countryCode: 'US',
      latitude: 40.71427,
      longitude: -74.00597,
    },
    venue: 'Javits Center, 429 11th Ave, New York',
    timeZone: 'America/New_York',
    startsAt: inDays(20),
    endsAt: inDays(20, 21),
    registrationDeadline: inDays(13),
    capacity: 40,
    spotsLeft: 12,
    registrationOpen: true,
    distanceMiles: null,
    ...over,
  };
}

export function testOrgFair(over: Partial<OrgGradFair> = {}): OrgGradFair {
  return { ...testFair(), registeredAt: null, ...over };
}

export function testInvite(over: Partial<GradFairInvite> = {}): GradFairInvite {
  return {
    id: 41,
    orgId: 12,
    fair: testOrgFair({
      id: 5,
      name: 'Public Service Graduate Fair Manhattan',
      registrationOpen: false,
      registrationDeadline: inDays(-1),
      startsAt: inDays(6),
      endsAt: inDays(6, 20),
    }),
    status: 'PENDING',
    createdAt: inDays(-3),
    answeredAt: null,
    answerable: true,
    ...over,
  };
}
