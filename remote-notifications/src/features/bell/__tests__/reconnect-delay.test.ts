import { reconnectDelay } from '../stream/reconnect-delay.ts';

describe('the wait before reconnecting', () => {
  it('doubles from one second and stops growing at a minute', () => {
    const longest = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map((attempt) => reconnectDelay(attempt, longest))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('is spread over the upper half of each step', () => {
    expect(reconnectDelay(3, () => 0)).toBe(4_000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6_000);
    expect(reconnectDelay(20, () => 0)).toBe(30_000);
  });

  it('never steps below a floor', () => {
    expect(reconnectDelay(0, () => 1, 30_000)).toBe(30_000);
    expect(reconnectDelay(6, () => 1, 30_000)).toBe(60_000);
  });
});
