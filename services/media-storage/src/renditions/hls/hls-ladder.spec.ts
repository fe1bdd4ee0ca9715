import { ladderFor } from './hls-ladder';

describe(ladderFor.name, () => {
  const heights = (h: number) => ladderFor(h).map((r) => r.height);

  it('should give a 720p source 360p and 720p', () => {
    expect(heights(720)).toEqual([360, 720]);
  });

  it('should never go above the source: a 360p source gets 360p alone', () => {
    expect(heights(360)).toEqual([360]);
  });

  it("should top a 480p source's ladder with its own height", () => {
    expect(ladderFor(480)).toEqual([
      { name: '360p', height: 360, videoBitRate: 500_000 },
      { name: '480p', height: 480, videoBitRate: 889_000 },
    ]);
  });

  it('should give a source under 360p one rung at its own (even) height', () => {
    expect(ladderFor(241)).toEqual([{ name: '240p', height: 240, videoBitRate: 222_000 }]);
  });

  it('should stop at 720p for a 1080p or 4K source', () => {
    expect(heights(1080)).toEqual([360, 720]);
    expect(heights(2160)).toEqual([360, 720]);
  });
});
