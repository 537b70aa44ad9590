import type { RouteName } from '@opengood/contracts/routes';

// Development and test builds only (call.ts loads this behind `process.env.NODE_ENV !== 'production'`, which a
// production build replaces and drops, with the schemas): every answer a page receives is parsed with its
// route's schema, so a front end that drifts from the api (or a test fake that breaks its contract) fails
// there, not in production.

/** Throws unless `answer` is what the route's schema says, with no field the schema lacks. */
export async function checkRouteAnswer(name: RouteName, answer: unknown): Promise<void> {
  const { DATA_ROUTES, unknownFields } = await import('@opengood/contracts');
  const schema = DATA_ROUTES[name].answer;
  const parsed = schema.safeParse(answer);
  if (!parsed.success)
    throw new Error(
      `The answer of ${name} breaks its contract: ${parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ')}`,
    );
  const extra = unknownFields(answer, parsed.data);
  if (extra.length > 0)
    throw new Error(`The answer of ${name} has fields its contract lacks: ${extra.join(', ')}`);
}
