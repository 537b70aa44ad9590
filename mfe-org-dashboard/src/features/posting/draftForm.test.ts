import {
  clientErrors,
  deadlineToIso,
  emptyValues,
  isoToZoned,
  requestOf,
  valuesOf,
  zonedToIso,
} from './draftForm';
import { testListing } from './testListings';

describe('the posting form’s request', () => {
  const filled = {
    ...emptyValues('en'),
    title: 'Tree planting',
    jobType: 'FULL_TIME',
    professionalLevel: 'MANAGERIAL',
    education: 'MASTERS',
    payment: 'PAID',
    benefits: ['PAID_TIME_OFF'],
    salaryMinimum: '40000',
    salaryCurrency: 'USD',
    salaryPeriod: 'YEAR',
    startsAt: '2030-05-01T09:00',
    endsAt: '2030-05-01T17:00',
    timeZone: 'America/Sao_Paulo',
    questions: [{ key: 'a', prompt: 'Why us?', required: true }],
  };

  it('sends only the fields of its type, which the contract accepts', () => {
    const job = requestOf(filled, 'JOB');
    expect(job).toMatchObject({
      professionalLevel: 'MANAGERIAL',
      salaryMinimum: 40000,
      benefits: ['PAID_TIME_OFF'],
    });
    expect(job).not.toHaveProperty('startsAt');
    expect(job).not.toHaveProperty('payment');
    expect(clientErrors(job)).toEqual({});

    const internship = requestOf(filled, 'INTERNSHIP');
    expect(internship).toMatchObject({ payment: 'PAID' });
    expect(internship).not.toHaveProperty('professionalLevel');
    expect(clientErrors(internship)).toEqual({});

    const event = requestOf(filled, 'EVENT');
    expect(event).not.toHaveProperty('salaryMinimum');
    expect(event).not.toHaveProperty('questions');
    expect(event).toMatchObject({
      startsAt: '2030-05-01T12:00:00.000Z',
      endsAt: '2030-05-01T20:00:00.000Z',
      timeZone: 'America/Sao_Paulo',
    });
    expect(clientErrors(event)).toEqual({});
  });

  it('names each refusal by its field (questions are left out when applying elsewhere), with the contract’s codes', () => {
    expect(
      clientErrors(
        requestOf(
          { ...filled, title: '', salaryMaximum: '100', applyMethod: 'URL', applyUrl: 'nope' },
          'JOB',
        ),
      ),
    ).toEqual({
      title: 'TITLE_LENGTH',
      salaryMaximum: 'SALARY_MIN_ABOVE_MAX',
      applyUrl: 'APPLY_URL_INVALID',
    });
    expect(clientErrors(requestOf({ ...filled, endsAt: '2030-04-01T09:00' }, 'VOLOP'))).toEqual({
      endsAt: 'END_BEFORE_START',
    });
    expect(clientErrors(requestOf({ ...filled, deadline: '2001-01-01' }, 'VOLOP'))).toEqual({
      deadline: 'DEADLINE_PASSED',
    });
  });

  it('dates the deadline at the end of its day in the browser’s time zone, and reads dates back in their zone', () => {
    const end = new Date(deadlineToIso('2030-03-09')!);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2030, 2, 9, 23, 59,
    ]);
    expect(zonedToIso('2030-07-01T10:30', 'Europe/Lisbon')).toBe('2030-07-01T09:30:00.000Z');
    expect(isoToZoned('2030-07-01T09:30:00.000Z', 'Europe/Lisbon')).toBe('2030-07-01T10:30');
    const event = testListing({
      listingType: 'EVENT',
      startsAt: '2030-05-01T12:00:00.000Z',
      timeZone: 'America/Sao_Paulo',
      jobType: null,
      functions: [],
    });
    expect(valuesOf(event)).toMatchObject({ startsAt: '2030-05-01T09:00', timeZone: 'America/Sao_Paulo' });
  });
});
