import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { listenForRestart, RESTART_SIGNAL } from '../restart-trigger.ts';

/** A restart the test finishes by hand. */
function controlledRestart() {
  const finishers: Array<(error?: Error) => void> = [];
  const restart = jest.fn(
    () => new Promise<void>((resolve, reject) => finishers.push((error) => (error ? reject(error) : resolve()))),
  );
  return { restart, finish: (error?: Error) => finishers.shift()!(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('the restart signal restarts the API; a second request while it runs is ignored; a failure is reported', async () => {
  const { restart, finish } = controlledRestart();
  const signals = new EventEmitter();
  const log = jest.fn();
  const stop = listenForRestart({ restart, signals, log });

  signals.emit(RESTART_SIGNAL);
  signals.emit(RESTART_SIGNAL);
  expect(restart).toHaveBeenCalledTimes(1);
  expect(log).toHaveBeenCalledWith('The API is already restarting.');

  finish();
  await settle();
  expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/^The API is back \(\d+\.\d s\)\.$/));

  signals.emit(RESTART_SIGNAL);
  expect(restart).toHaveBeenCalledTimes(2);
  finish(new Error('The API did not come up within 90 s'));
  await settle();
  expect(log).toHaveBeenLastCalledWith('The API did not come back: The API did not come up within 90 s');

  stop();
  signals.emit(RESTART_SIGNAL);
  expect(restart).toHaveBeenCalledTimes(2);
});

test('typing r and Enter in a terminal restarts it; other lines do not', async () => {
  const { restart, finish } = controlledRestart();
  const input = Object.assign(new PassThrough(), { isTTY: true });
  const stop = listenForRestart({ restart, input, signals: new EventEmitter(), log: () => undefined });

  input.write('hello\n');
  await settle();
  expect(restart).not.toHaveBeenCalled();
  input.write(' R \n');
  await settle();
  expect(restart).toHaveBeenCalledTimes(1);
  finish();
  stop();
});

test('input that is not a terminal (CI) is not read', async () => {
  const { restart } = controlledRestart();
  const input = new PassThrough();
  const stop = listenForRestart({ restart, input, signals: new EventEmitter(), log: () => undefined });
  input.write('r\n');
  await settle();
  expect(restart).not.toHaveBeenCalled();
  stop();
});
