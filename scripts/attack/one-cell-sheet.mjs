// The student import template reduced to what a reader needs, with one inline-string cell of `size` bytes in A2,
// deflated while it is written (nothing that big is held): the file of issue 40's "one cell stalls everything".
// The same file as tests/helpers/huge-sheet.ts makes for the API test (the scripts run on plain Node, without TS).
import zlib from 'node:zlib';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006';

const SMALL = {
  '[Content_Types].xml': `${XML}<Types xmlns="${PKG}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  '_rels/.rels': `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Học sinh" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

async function deflated(chunks) {
  const deflate = zlib.createDeflateRaw({ level: 1 });
  const out = [];
  deflate.on('data', (b) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let length = 0;
  for await (const b of chunks) {
    crc = zlib.crc32(b, crc);
    length += b.length;
    if (!deflate.write(b)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(out), crc, length };
}

function* hugeSheet(size) {
  yield Buffer.from(
    `${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Mã học sinh</t></is></c></row>` +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>',
  );
  const block = Buffer.alloc(1024 * 1024, 'A');
  for (let left = size; left > 0; left -= block.length) yield left >= block.length ? block : block.subarray(0, left);
  yield Buffer.from('</t></is></c></row></sheetData></worksheet>');
}

/** A .xlsx (zip) whose A2 holds `size` bytes of text. */
export async function oneCellSheet(size) {
  const parts = [
    ...Object.entries(SMALL).map(([name, text]) => [name, [Buffer.from(text)]]),
    ['xl/worksheets/sheet1.xml', hugeSheet(size)],
  ];
  const local = [];
  const central = [];
  let offset = 0;
  for (const [path, chunks] of parts) {
    const { data, crc, length } = await deflated(chunks);
    const name = Buffer.from(path);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(length, 22);
    header.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    local.push(header, name, data);
    central.push(entry, name);
    offset += header.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}
