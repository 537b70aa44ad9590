import { DATA_ROUTES, LISTING_DETAIL_ROUTES } from './routes';
import { jobDetail } from './testSamples';

describe('the /data route table', () => {
  it('names each route once, by method and path', () => {
    const keys = Object.values(DATA_ROUTES).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives each listing type the detail route that answers it', () => {
    expect(LISTING_DETAIL_ROUTES.JOB.path).toBe('/website/jobs/:id');
    expect(LISTING_DETAIL_ROUTES.VOLOP.path).toBe('/website/volops/:id');
    expect(LISTING_DETAIL_ROUTES.JOB.answer.safeParse({ data: jobDetail }).success).toBe(true);
    expect(LISTING_DETAIL_ROUTES.EVENT.answer.safeParse({ data: jobDetail }).success).toBe(false);
  });
});
