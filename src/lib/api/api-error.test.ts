import { describe, expect, it } from 'vitest';
import { ApiError, serverMessageOr } from './api-error';

describe('serverMessageOr', () => {
  it("shows what the server says of a refused call, and the translated 'Failed to …' otherwise", () => {
    const fallback = 'Failed to create plan';
    expect(serverMessageOr(new ApiError(409, 'A plan with this name exists'), fallback)).toBe(
      'A plan with this name exists',
    );
    expect(serverMessageOr(new ApiError(400), fallback)).toBe(fallback);
    expect(serverMessageOr(new ApiError(500, 'Internal server error', 'internal_error'), fallback)).toBe(
      fallback,
    );
    expect(serverMessageOr(new ApiError(502, 'Stripe could not be reached'), fallback)).toBe(fallback);
    expect(serverMessageOr(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});
