import { crc32, deflateRawSync } from 'node:zlib'

import sharp from 'sharp'

/**
 * Files as visitors send them, made here so no binary fixture sits in the
 * repository: real PDFs, pictures and DOCX archives, and the attacks (a
 * program renamed, a PDF with a script, a zip bomb).
 */

type Entry = { name: string; data: Buffer; deflate?: boolean }

/** A ZIP archive of these entries (stored, or deflated where asked), as a word processor writes one. */
export function zipArchive(entries: Entry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const packed = entry.deflate ? deflateRawSync(entry.data) : entry.data
    const method = entry.deflate ? 8 : 0
    const sum = crc32(entry.data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(sum, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(entry.data.length, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(sum, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(entry.data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, packed)
    centrals.push(central, name)
    offset += local.length + name.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`

/** A small Word document (DOCX). */
export function docxFile(extra: Entry[] = []): Buffer {
  return zipArchive([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
      ),
    },
    ...extra,
  ])
}

/** A DOCX that unpacks to 120 MB of zeros from about 120 KB: a zip bomb. */
export function zipBombDocx(): Buffer {
  return docxFile([
    { name: 'word/media/filler.bin', data: Buffer.alloc(120 * 1024 * 1024), deflate: true },
  ])
}

/** A one-page PDF, with its cross-reference table; with `script`, one that runs JavaScript when opened. */
export function pdfFile(script = false): Buffer {
  const action = script ? ' /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' : ''
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R${action} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const at = body.length
    body += `${index + 1} 0 obj ${object} endobj\n`
    return at
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** The start of a Windows program (its MZ and PE headers), whatever it is named. */
export function programFile(): Buffer {
  const file = Buffer.alloc(512)
  file.write('MZ', 0, 'latin1')
  file.writeUInt32LE(0x80, 0x3c)
  file.write('PE\0\0', 0x80, 'latin1')
  return file
}

export const pngFile = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()

export const jpegFile = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer()
