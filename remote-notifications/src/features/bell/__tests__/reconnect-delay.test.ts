import { reconnectDelay } from '../stream/reconnect-delay.ts';

describe('the wait before reconnecting', () => {
  it('doubles from one second and stops growing at five, so a tab is back within seconds of the API', () => {
    const longest = () => 1;
    expect([0, 1, 2, 3, 4, 20].map((attempt) => reconnectDelay(attempt, longest))).toEqual([
      1_000, 2_000, 4_000, 5_000, 5_000, 5_000,
    ]);
  });

  it('is spread over the whole step', () => {
    expect(reconnectDelay(3, () => 0)).toBe(0);
    expect(reconnectDelay(2, () => 0.25)).toBe(1_000);
    expect(reconnectDelay(20, () => 0.5)).toBe(2_500);
  });

  it('waits at least the floor, and a spread part of the step beyond it', () => {
    expect(reconnectDelay(0, () => 0, 30_000)).toBe(30_000);
    expect(reconnectDelay(0, () => 1, 30_000)).toBe(31_000);
    expect(reconnectDelay(6, () => 1, 30_000)).toBe(35_000);
  });
});
