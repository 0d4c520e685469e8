import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** What a download link may export: one project's selection, in one format. */
export const downloadClaimsSchema = z.object({
  projectId: z.string(),
  orgId: z.string(),
  type: z.enum(['llm', 'trace', 'thread']),
  filters: z.string(),
  search: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  format: z.enum(['csv', 'jsonl', 'openai-jsonl']),
});
export type DownloadClaims = z.infer<typeof downloadClaimsSchema>;

/** How long a download link works. */
export const downloadTokenLifetimeSeconds = 5 * 60;

/**
 * Short-lived signed links for exports: the browser follows
 * `/v1/runs/download/{token}` without a header, so the token carries the
 * project and the selection, signed with the server's secret.
 */
export class DownloadTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(`download:${secret}`);
  }

  issue(claims: DownloadClaims): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(`${downloadTokenLifetimeSeconds}s`)
      .setAudience('lookout-download')
      .sign(this.key);
  }

  /** The claims, or why the link cannot be used. */
  async verify(token: string): Promise<DownloadClaims | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: 'lookout-download',
      });
      const parsed = downloadClaimsSchema.safeParse(payload);
      return parsed.success ? parsed.data : 'invalid';
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}
