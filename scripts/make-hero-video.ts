/**
 * Makes the home hero's looping video (src/db/seed/assets/hero.mp4) from the generated
 * hero picture: a slow push-in and back, so the loop has no seam. Run it only to change
 * the video: `node --import tsx scripts/make-hero-video.ts` (needs ffmpeg on the PATH).
 * The result is committed; start-up copies it to /media/hero.mp4 like the other artwork.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { heroPosterSvg } from '../src/db/seed/artwork';
import { projectRoot } from '../src/db/project-root';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const SECONDS = 10;

const dir = await mkdtemp(path.join(os.tmpdir(), 'hero-video-'));
try {
  // Render the scene once, larger than the frame, then crop each frame out of it.
  const scene = await sharp(Buffer.from(heroPosterSvg(1920, 1080)))
    .png()
    .toBuffer();
  const frames = FPS * SECONDS;
  for (let i = 0; i < frames; i++) {
    // 0 → 1 → 0 over the loop, eased: the first and last frames match.
    const t = (1 - Math.cos((2 * Math.PI * i) / frames)) / 2;
    const zoom = 1 + 0.08 * t;
    const cropWidth = Math.round(1920 / zoom);
    const cropHeight = Math.round(1080 / zoom);
    const left = Math.round((1920 - cropWidth) * (0.45 + 0.1 * t));
    const top = Math.round((1080 - cropHeight) * 0.5);
    await sharp(scene)
      .extract({ left, top, width: cropWidth, height: cropHeight })
      .resize(WIDTH, HEIGHT)
      .png({ compressionLevel: 1 })
      .toFile(path.join(dir, `frame${String(i).padStart(4, '0')}.png`));
  }
  const out = path.join(projectRoot, 'src', 'db', 'seed', 'assets', 'hero.mp4');
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(FPS),
      '-i',
      path.join(dir, 'frame%04d.png'),
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '32',
      '-pix_fmt',
      'yuv420p',
      '-an',
      '-movflags',
      '+faststart',
      out,
    ],
    { stdio: 'inherit' },
  );
  console.log(`wrote ${out}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
