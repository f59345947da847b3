import type { APIRequestContext } from '@playwright/test';
import { sessionBody } from '../../src/server/testing/practice-test-kit';
import { expect } from './fixtures';

/** Saves a practice session through the API, so the gallery has a tile; answers its artwork's id. */
export async function seedArtwork(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post('/api/practice/sessions', {
    data: sessionBody(Date.now()),
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { artwork: { id: string } }).artwork.id;
}
