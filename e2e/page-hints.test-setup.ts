// What the landing pages' browser tests share (page-hints.e2e.test.ts and
// page-hints-early-paint.e2e.test.ts): the screens they open the pages on, a phone as
// Lighthouse's mobile preset emulates it (npm run bench:web) and a desktop.

export const devices = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  desktop: { viewport: { width: 1280, height: 800 } },
};
export const phone = devices.phone;
