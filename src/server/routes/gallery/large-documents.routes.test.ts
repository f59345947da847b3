import { afterEach, beforeEach, expect, it } from 'vitest';
import { ArtworkDetailSchema, SaveDrawingResponseSchema } from '../../../shared/practice/artwork';
import { SaveSessionResponseSchema } from '../../../shared/practice/practice-session';
import { nowMs, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { DOCUMENT_PART_CHARS } from '../../services/practice/save-document-parts';
import { sendJson } from '../../testing/auth-test-kit';
import {
  createPracticeTestApp,
  denseDocument,
  drawingBody,
  sessionBody,
  type Member,
} from '../../testing/practice-test-kit';

const now = Date.parse('2030-06-01T12:00:00.000Z');
/** About 2.9 MB of JSON. */
const bigDocument = denseDocument(60_000);
/** Parts 1, 2, …: the artwork row holds part 0. */
const extraParts = Math.ceil(JSON.stringify(bigDocument).length / DOCUMENT_PART_CHARS) - 1;

/** Documents larger than one part (ADR 014): written part by part, read back whole, never left behind. */
describeEachDialect('large documents', (getDatabase) => {
  beforeEach(() => setFixedTime(now));
  afterEach(resetClock);

  const partsOf = (member: Member) =>
    getDatabase()
      .db.selectFrom('artwork_document_parts')
      .select(['artwork_id', 'seq'])
      .where('user_id', '=', member.userId)
      .orderBy('seq')
      .execute();

  it('stores a document of several parts and answers it whole; deleting the artwork deletes its parts', async () => {
    expect(extraParts).toBeGreaterThanOrEqual(2);
    const { app, newMember } = await createPracticeTestApp(getDatabase());
    const member = await newMember();
    const response = await sendJson(
      app,
      'POST',
      '/api/gallery',
      drawingBody({ document: bigDocument }),
      member.headers,
    );
    expect(response.status).toBe(201);
    const { artwork } = SaveDrawingResponseSchema.parse(await response.json());
    expect((await partsOf(member)).map((part) => [part.artwork_id, part.seq])).toEqual(
      Array.from({ length: extraParts }, (_, index) => [artwork.id, index + 1]),
    );

    const detail = await app.request(`/api/gallery/${artwork.id}`, { headers: member.headers });
    expect(ArtworkDetailSchema.parse(await detail.json()).document).toEqual(bigDocument);

    await app.request(`/api/gallery/${artwork.id}`, { method: 'DELETE', headers: member.headers });
    expect(await partsOf(member)).toEqual([]);
  });

  it('leaves no parts behind when a large save is refused, and writes none for a replay', async () => {
    const { app, newMember } = await createPracticeTestApp(getDatabase(), { QUOTA_ARTWORKS: '1' });
    const member = await newMember();
    const body = sessionBody(now, { document: bigDocument });
    const saved = await sendJson(app, 'POST', '/api/practice/sessions', body, member.headers);
    expect(saved.status).toBe(201);
    const artworkId = SaveSessionResponseSchema.parse(await saved.json()).artwork?.id;
    expect(await partsOf(member)).toHaveLength(extraParts);

    const refused = await sendJson(
      app,
      'POST',
      '/api/gallery',
      drawingBody({ document: bigDocument }),
      member.headers,
    );
    expect(refused.status).toBe(409);
    const replay = await sendJson(app, 'POST', '/api/practice/sessions', body, member.headers);
    expect(replay.status).toBe(200);
    expect((await partsOf(member)).map((part) => part.artwork_id)).toEqual(Array(extraParts).fill(artworkId));
  });

  it('deletes parts a crashed save left behind at the member’s next large save', async () => {
    const { app, newMember } = await createPracticeTestApp(getDatabase());
    const member = await newMember();
    await getDatabase()
      .db.insertInto('artwork_document_parts')
      // Written two hours ago by a save that never reached its transaction.
      .values({
        artwork_id: 'never-stored',
        seq: 1,
        user_id: member.userId,
        text: 'x',
        created_at: nowMs() - 7_200_000,
      })
      .execute();
    const response = await sendJson(
      app,
      'POST',
      '/api/gallery',
      drawingBody({ document: bigDocument }),
      member.headers,
    );
    expect(response.status).toBe(201);
    expect((await partsOf(member)).map((part) => part.artwork_id)).not.toContain('never-stored');
  });
});
