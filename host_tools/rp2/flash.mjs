// The Pico's QSPI flash as the bootrom's flash functions change it. rp2040js runs the
// bootrom's code, but its SSI model does not carry the erase/program commands to the flash
// array, so MicroPython's littlefs never sees its writes (OSError 19 at mount). Here the
// bootrom's flash_range_erase ('RE') and flash_range_program ('RP') are replaced: when the
// core is about to run one of them, the model does what the W25Q16JV does and returns.

export const SECTOR = 4096;
export const PAGE = 256;
// Typical times from the W25Q16JV datasheet: the CPU waits them out (XIP is off meanwhile).
export const ERASE_NANOS_PER_SECTOR = 45e6;
export const PROGRAM_NANOS_PER_PAGE = 0.4e6;

export function romCode(a, b) {
  return a.charCodeAt(0) | (b.charCodeAt(0) << 8);
}

// The bootrom's public function table: code -> address (section 2.8.3 of the datasheet:
// a 16-bit pointer at 0x14 to pairs of 16-bit code and 16-bit address, ending at code 0).
export function romFunctions(bootrom) {
  const bytes = new Uint8Array(bootrom.buffer, bootrom.byteOffset, bootrom.byteLength);
  const half = (a) => bytes[a] | (bytes[a + 1] << 8);
  const table = new Map();
  for (let p = half(0x14); p + 4 <= bytes.length; p += 4) {
    const code = half(p);
    if (code === 0) break;
    table.set(code, half(p + 2) & ~1); // entry points are Thumb addresses (bit 0 set)
  }
  return table;
}

export class FlashModel {
  constructor(flash) {
    this.flash = flash; // Uint8Array: the whole flash, offset 0 = 0x10000000
    this.erases = 0; // sectors erased
    this.programs = 0; // pages programmed
  }

  // flash_range_erase(offset, count, ...): whole 4 KB sectors back to 0xff.
  erase(offset, count) {
    if (offset % SECTOR || count % SECTOR || offset + count > this.flash.length) {
      throw new Error(`flash erase 0x${offset.toString(16)}+${count}: not whole sectors in flash`);
    }
    this.flash.fill(0xff, offset, offset + count);
    this.erases += count / SECTOR;
    return (count / SECTOR) * ERASE_NANOS_PER_SECTOR;
  }

  // flash_range_program(offset, data): NOR programming only clears bits.
  program(offset, data) {
    if (offset % PAGE || data.length % PAGE || offset + data.length > this.flash.length) {
      throw new Error(`flash program 0x${offset.toString(16)}+${data.length}: not whole pages in flash`);
    }
    for (let i = 0; i < data.length; i++) this.flash[offset + i] &= data[i];
    this.programs += data.length / PAGE;
    return (data.length / PAGE) * PROGRAM_NANOS_PER_PAGE;
  }
}
