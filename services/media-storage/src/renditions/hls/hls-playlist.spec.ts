import { masterPlaylist, segmentsOf } from './hls-playlist';

describe(segmentsOf.name, () => {
  it('should read each segment with its seconds, ignoring tags', () => {
    const playlist = '#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6.000000,\n360p-00000.ts\n#EXTINF:2.5,\n360p-00001.ts\n#EXT-X-ENDLIST\n';
    expect(segmentsOf(playlist)).toEqual([
      { uri: '360p-00000.ts', seconds: 6 },
      { uri: '360p-00001.ts', seconds: 2.5 },
    ]);
  });
});

describe(masterPlaylist.name, () => {
  it('should list each variant with its peak bandwidth, codecs and resolution, URIs relative', () => {
    expect(
      masterPlaylist([
        { uri: '360p.m3u8', peakBitRate: 600_000.2, averageBitRate: 540_000, codecs: 'avc1.4d401e,mp4a.40.2', resolution: { width: 640, height: 360 }, frameRate: 25 },
        { uri: 'audio.m3u8', peakBitRate: 60_000, averageBitRate: 56_000, codecs: 'mp4a.40.2' },
      ]),
    ).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=600001,AVERAGE-BANDWIDTH=540000,CODECS="avc1.4d401e,mp4a.40.2",RESOLUTION=640x360,FRAME-RATE=25.000',
        '360p.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=60000,AVERAGE-BANDWIDTH=56000,CODECS="mp4a.40.2"',
        'audio.m3u8',
        '',
      ].join('\n'),
    );
  });
});
