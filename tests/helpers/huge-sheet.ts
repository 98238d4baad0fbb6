import zlib from 'node:zlib';

/**
 * A minimal .xlsx written by hand (exceljs would hold the whole text in memory twice): a header row and, in A2, one
 * cell of `size` bytes of text that deflates to almost nothing — inline in the sheet, or as the only shared string.
 */
export async function oneCellSheet(size: number, where: 'inline' | 'shared' = 'inline'): Promise<Buffer> {
  const cell =
    where === 'inline'
      ? { open: '<c r="A2" t="inlineStr"><is><t>', close: '</t></is></c>' }
      : { open: '<c r="A2" t="s"><v>0</v></c>', close: '' };
  const sheetHead = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>` +
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Mã học sinh</t></is></c></row><row r="2">';
  const huge = (open: string, close: string) => ({ open, close, size });
  const parts: { path: string; text?: string; huge?: ReturnType<typeof huge> }[] = [
    {
      path: '[Content_Types].xml',
      text: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      path: '_rels/.rels',
      text: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      path: 'xl/workbook.xml',
      text: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      path: 'xl/_rels/workbook.xml.rels',
      text: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    where === 'shared'
      ? {
          path: 'xl/sharedStrings.xml',
          huge: huge(
            '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>',
            '</t></si></sst>',
          ),
        }
      : { path: 'xl/sharedStrings.xml', text: '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>' },
    where === 'inline'
      ? { path: 'xl/worksheets/sheet1.xml', huge: huge(sheetHead + cell.open, `${cell.close}</row></sheetData></worksheet>`) }
      : { path: 'xl/worksheets/sheet1.xml', text: `${sheetHead}${cell.open}</row></sheetData></worksheet>` },
  ];
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, crc, length } = part.huge
      ? await deflateHuge(part.huge.open, part.huge.size, part.huge.close)
      : deflateSmall(part.text!);
    const name = Buffer.from(part.path);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6); // UTF-8 names
    header.writeUInt16LE(8, 8); // deflate
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

function deflateSmall(text: string) {
  const bytes = Buffer.from(text);
  return { data: zlib.deflateRawSync(bytes), crc: zlib.crc32(bytes), length: bytes.length };
}

/** `open`, then `size` bytes of letters, then `close`, deflated as they are written (nothing this big is held). */
async function deflateHuge(open: string, size: number, close: string) {
  const deflate = zlib.createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let length = 0;
  const write = async (b: Buffer) => {
    crc = zlib.crc32(b, crc);
    length += b.length;
    if (!deflate.write(b)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(open));
  const block = Buffer.alloc(1024 * 1024, 'A');
  for (let left = size; left > 0; left -= block.length) await write(left >= block.length ? block : block.subarray(0, left));
  await write(Buffer.from(close));
  deflate.end();
  await done;
  return { data: Buffer.concat(out), crc, length };
}
