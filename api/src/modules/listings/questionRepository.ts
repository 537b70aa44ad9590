import type { ListingQuestion, ListingQuestionDraft } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';

// A listing's screening questions as its admins write them (listing_questions,
// migrations/20261121002400_applications.sql; docs/product/organisations.md#posting-a-listing). A question
// keeps its id while its admins edit it, because an application stores its answers by question id
// (modules/applications checkedAnswers): renaming or moving a question must not orphan the answers given.

/** The questions of each listing, in order (a listing without any is absent). */
export async function findQuestionsOf(
  db: Db,
  listingIds: readonly number[],
): Promise<Map<number, ListingQuestion[]>> {
  const byListing = new Map<number, ListingQuestion[]>();
  if (listingIds.length === 0) return byListing;
  const { rows } = await db.query<ListingQuestion & { listing_id: number }>(
    `SELECT listing_id, id, prompt, required FROM listing_questions
      WHERE listing_id = ANY ($1::int[]) ORDER BY listing_id, position, id`,
    [listingIds],
  );
  for (const { listing_id, ...question } of rows) {
    const list = byListing.get(listing_id) ?? [];
    list.push(question);
    byListing.set(listing_id, list);
  }
  return byListing;
}

/**
 * Stores the draft's questions, in the caller's transaction: a question sent with the id of one of this
 * listing's questions is that question (prompt, required and position updated), the listing's questions
 * not sent are deleted, the others are inserted. Answers false, storing nothing, when an id sent is not one
 * of this listing's questions.
 */
export async function storeQuestions(
  tx: Db,
  listingId: number,
  questions: readonly (Omit<ListingQuestionDraft, 'required'> & { required: boolean })[],
): Promise<boolean> {
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM listing_questions WHERE listing_id = $1', [
    listingId,
  ]);
  const stored = new Set(rows.map((r) => r.id));
  const kept = questions.flatMap((q) => (q.id === undefined ? [] : [q.id]));
  if (kept.some((id) => !stored.has(id)) || new Set(kept).size !== kept.length) return false;
  await tx.query('DELETE FROM listing_questions WHERE listing_id = $1 AND NOT (id = ANY ($2::int[]))', [
    listingId,
    kept,
  ]);
  // Out of the way of the (listing_id, position) key first, so that any reordering can be written.
  await tx.query('UPDATE listing_questions SET position = position + 1000 WHERE listing_id = $1', [
    listingId,
  ]);
  for (const [index, question] of questions.entries()) {
    const position = index + 1;
    if (question.id === undefined)
      await tx.query(
        'INSERT INTO listing_questions (listing_id, position, prompt, required) VALUES ($1, $2, $3, $4)',
        [listingId, position, question.prompt, question.required],
      );
    else
      await tx.query(
        'UPDATE listing_questions SET position = $3, prompt = $4, required = $5 WHERE id = $1 AND listing_id = $2',
        [question.id, listingId, position, question.prompt, question.required],
      );
  }
  return true;
}
