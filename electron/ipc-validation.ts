import * as z from 'zod';
import { IPC, MENU_COMMANDS, type IpcChannel } from './ipc';
import { originOf } from './app-origin';

// Main trusts nothing the renderer sends: the sender must be our top-level frame on our origin,
// and every payload must parse against its schema before a handler sees it.

/** The subset of Electron's WebFrameMain that sender validation reads. */
export interface SenderFrame {
  url: string;
  parent: SenderFrame | null;
}

export function isTrustedSender(
  frame: SenderFrame | null | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (!frame) return false; // frame already navigated away or destroyed
  if (frame.parent !== null) return false; // only the main frame, never an iframe
  const origin = originOf(frame.url);
  return origin !== null && allowedOrigins.includes(origin);
}

/** 20 MB per file: far above any real scenario, low enough that a mistaken pick can't stall main. */
export const MAX_SCENARIO_BYTES = 20 * 1024 * 1024;
/**
 * 256 MB per JSON file (a backup holds the whole database): years of scenarios and versions fit, and a
 * string of it still fits V8 and structured clone comfortably.
 */
export const MAX_BACKUP_BYTES = 256 * 1024 * 1024;
const MAX_NAME_LENGTH = 200;
const MAX_PATH_LENGTH = 4096;

const suggestedName = z
  .string()
  .trim()
  .min(1)
  .max(MAX_NAME_LENGTH)
  .refine((name) => !/[\\/\u0000-\u001f]/.test(name) && !/^\.+$/.test(name), 'a file name, not a path');

export const noPayloadSchema = z.undefined();

export const saveFileRequestSchema = z.strictObject({
  suggestedName,
  content: z.string().max(MAX_SCENARIO_BYTES),
});

export const saveJsonRequestSchema = z.strictObject({
  suggestedName,
  content: z.string().max(MAX_BACKUP_BYTES),
});

/** 64 MB per workbook: a 240-month plan with hundreds of quotes is a few MB. */
export const MAX_WORKBOOK_BYTES = 64 * 1024 * 1024;

export const saveWorkbookRequestSchema = z.strictObject({
  suggestedName,
  content: z.instanceof(Uint8Array).refine((bytes) => bytes.byteLength > 0 && bytes.byteLength <= MAX_WORKBOOK_BYTES, 'an .xlsx of at most 64 MB'),
});

export const exportPdfRequestSchema = z.strictObject({
  suggestedName,
  pageSize: z.enum(['A4', 'Letter']),
  reveal: z.boolean().optional(),
});

export const revealFileRequestSchema = z.string().min(1).max(MAX_PATH_LENGTH);
export const openExternalRequestSchema = z.string().min(1).max(2048);
export const menuCommandSchema = z.enum(MENU_COMMANDS);

/** The payload schema of every renderer -> main channel. */
export const payloadSchemas = {
  [IPC.appInfo]: noPayloadSchema,
  [IPC.openScenarioFiles]: noPayloadSchema,
  [IPC.saveScenarioFile]: saveFileRequestSchema,
  [IPC.openJsonFile]: noPayloadSchema,
  [IPC.saveJsonFile]: saveJsonRequestSchema,
  [IPC.saveWorkbookFile]: saveWorkbookRequestSchema,
  [IPC.exportPdf]: exportPdfRequestSchema,
  [IPC.revealFile]: revealFileRequestSchema,
  [IPC.openExternal]: openExternalRequestSchema,
} satisfies Record<IpcChannel, z.ZodType>;

/** Parses `payload` or throws a short error (the renderer sees only the message, never the data). */
export function parsePayload<T extends z.ZodType>(schema: T, payload: unknown, channel: string): z.output<T> {
  const result = schema.safeParse(payload);
  if (!result.success) throw new Error(`Invalid payload for ${channel}`);
  return result.data;
}
