// Renders the raster icons (favicon.ico, apple-touch-icon.png) from public/favicon.svg.
import fs from "node:fs";
import sharp from "sharp";

const svg = fs.readFileSync("public/favicon.svg");
await sharp(svg, { density: 600 })
  .resize(180, 180)
  .flatten({ background: "#ffffff" })
  .png()
  .toFile("public/apple-touch-icon.png");
const png32 = await sharp(svg, { density: 300 }).resize(32, 32).png().toBuffer();
// An ICO file can wrap a PNG image directly: 6-byte header, one 16-byte directory entry, then the PNG.
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
fs.writeFileSync("public/favicon.ico", Buffer.concat([header, png32]));
console.log("icons written");
