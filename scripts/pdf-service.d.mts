import type { Plugin } from 'vite';
export declare const PDF_PATH: string;
export interface PdfRequest {
  documents: string[];
  lang: 'en' | 'zh-CN';
  pageSize: 'A4' | 'Letter';
  summary?: boolean;
}
export declare function checkPdfRequest(body: unknown): string | null;
export declare function printDocuments(request: PdfRequest): Promise<Buffer>;
export declare function pdfService(): Plugin;
