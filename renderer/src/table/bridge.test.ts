import { describe, expect, it } from 'vitest';
import { TableBridge } from './bridge';

describe('TableBridge', () => {
  it('delivers typed events to listeners until they unsubscribe', () => {
    const bridge = new TableBridge();
    const seen: string[] = [];
    const off = bridge.on('set-caption', ({ text }) => seen.push(text));
    bridge.emit('set-caption', { text: 'a' });
    bridge.emit('scene-ready', { width: 1, height: 1 });
    off();
    bridge.emit('set-caption', { text: 'b' });
    expect(seen).toEqual(['a']);
  });
});
