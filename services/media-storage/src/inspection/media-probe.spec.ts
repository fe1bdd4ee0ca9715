import { toProbedMedia } from './media-probe';

describe(toProbedMedia.name, () => {
  it('should not count cover art as a video track', () => {
    const probed = toProbedMedia({
      format: { format_name: 'mp3', duration: '61.6' },
      streams: [
        { codec_type: 'audio' },
        { codec_type: 'video', width: 600, height: 600, disposition: { attached_pic: 1 } },
      ],
    });
    expect(probed).toEqual({ formatName: 'mp3', durationSeconds: 62, hasAudio: true, video: null });
  });

  it('should read size and frame rate of a real video track', () => {
    const probed = toProbedMedia({
      format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '2.0' },
      streams: [{ codec_type: 'video', width: 1280, height: 720, avg_frame_rate: '30000/1001' }],
    });
    expect(probed.video).toEqual({ width: 1280, height: 720, frameRate: 29.97 });
    expect(probed.hasAudio).toBe(false);
  });

  it('should leave an unknown duration null', () => {
    expect(toProbedMedia({ format: { duration: 'N/A' }, streams: [] }).durationSeconds).toBeNull();
  });
});
