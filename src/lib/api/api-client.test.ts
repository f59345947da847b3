import { describe, expect, it } from 'vitest';
import { createApiClient, type Fetcher } from './api-client';

/** A fetcher that records what the client sends and answers 200 `{}`. */
function recordingFetcher() {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher: Fetcher = async (url, init) => {
    sent.push({ url, init });
    return Response.json({});
  };
  return { fetcher, sent };
}

describe('createApiClient', () => {
  it("sends a route's call to its same-origin path with JSON headers, through the given fetcher", async () => {
    const { fetcher, sent } = recordingFetcher();
    const api = createApiClient(fetcher);
    await api.admin.users[':id'].$patch({
      param: { id: encodeURIComponent('a/b') },
      json: { role: 'editor' },
    });
    await api.gallery.$get({ query: { cursor: 'next page' } });
    expect(sent.map(({ url, init }) => [init?.method, url])).toEqual([
      ['PATCH', '/api/admin/users/a%2Fb'],
      ['GET', '/api/gallery?cursor=next+page'],
    ]);
    const headers = new Headers(sent[0]?.init?.headers);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual({ role: 'editor' });
    expect(sent[1]?.init?.body).toBeUndefined();
  });

  it('knows only the routes the server has, with their inputs (checked by tsc)', () => {
    const api = createApiClient(recordingFetcher().fetcher);
    // @ts-expect-error -- the server has no /api/preference route (a renamed route fails the same way)
    expect(api.preference).toBeDefined();
    // @ts-expect-error -- /api/preferences answers GET and PUT, not DELETE
    expect(api.preferences.$delete).toBeDefined();
    // @ts-expect-error -- PUT /api/preferences takes the preferences, not a length as text
    const wrongBody = () => api.preferences.$put({ json: { sessionLength: 'ten' } });
    expect(wrongBody).toBeTypeOf('function');
  });

  it('gives a route its typed path, for callers that store it (the save queue)', () => {
    expect(createApiClient().practice.sessions.$path()).toBe('/api/practice/sessions');
  });
});
