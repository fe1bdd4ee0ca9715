// hls.js's light build (no alternate audio, subtitles or DRM, which the ladder does not use) is
// the same API as the full one; its package exports give the full build's types only.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
