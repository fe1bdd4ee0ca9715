import { classifyMedia } from './media-type';

describe(classifyMedia.name, () => {
  it.each([
    [{ ext: 'mp4', mime: 'video/mp4' }, true, 'video/mp4', 'video'],
    [{ ext: 'mp4', mime: 'video/mp4' }, false, 'audio/mp4', 'audio'],
    [{ ext: 'm4a', mime: 'audio/x-m4a' }, false, 'audio/mp4', 'audio'],
    [{ ext: 'mov', mime: 'video/quicktime' }, true, 'video/quicktime', 'video'],
    [{ ext: '3gp', mime: 'video/3gpp' }, true, 'video/3gpp', 'video'],
    [{ ext: 'webm', mime: 'video/webm' }, false, 'audio/webm', 'audio'],
    [{ ext: 'webm', mime: 'video/webm' }, true, 'video/webm', 'video'],
    [{ ext: 'ogg', mime: 'audio/ogg' }, false, 'audio/ogg', 'audio'],
    [{ ext: 'ogv', mime: 'video/ogg' }, true, 'video/ogg', 'video'],
    [{ ext: 'mp3', mime: 'audio/mpeg' }, false, 'audio/mpeg', 'audio'],
    [{ ext: 'wav', mime: 'audio/wav' }, false, 'audio/wav', 'audio'],
    [{ ext: 'flac', mime: 'audio/flac' }, false, 'audio/flac', 'audio'],
    [{ ext: 'aac', mime: 'audio/aac' }, false, 'audio/aac', 'audio'],
    [{ ext: 'avi', mime: 'video/vnd.avi' }, true, 'video/x-msvideo', 'video'],
    [{ ext: 'asf', mime: 'video/x-ms-asf' }, true, 'video/x-ms-wmv', 'video'],
  ])('should call %j (video track: %s) %s', (sniffed, hasVideo, mimeType, mediaType) => {
    expect(classifyMedia(sniffed, hasVideo)).toEqual({ mimeType, mediaType });
  });

  it.each([
    [{ ext: 'mkv', mime: 'video/matroska' }, true],
    [{ ext: 'asf', mime: 'audio/x-ms-asf' }, false],
    [{ ext: 'avi', mime: 'video/vnd.avi' }, false],
    [{ ext: 'pdf', mime: 'application/pdf' }, false],
    [{ ext: '3g2', mime: 'video/3gpp2' }, true],
  ])('should refuse %j', (sniffed, hasVideo) => {
    expect(classifyMedia(sniffed, hasVideo)).toBeNull();
  });
});
