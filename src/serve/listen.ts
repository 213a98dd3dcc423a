/** Starts an HTTP server on 127.0.0.1; a port the student can free or change is their mistake to fix, in Finnish. */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaults } from '../config.ts';
import { problem } from '../messages/problems.ts';
import { StudentError } from '../messages/student-error.ts';

export const LOCAL_HOST = '127.0.0.1';

/** Resolves with the port listened on (the one the system chose for port 0). */
export async function listen(server: http.Server, port: number, host: string, command: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenProblem(error, port, command) ?? error));
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** A port taken, or reserved for administrators, with the command to start on another. */
function listenProblem(error: NodeJS.ErrnoException, port: number, command: string): StudentError | undefined {
  const other = port < 65535 ? port + 1 : port - 1;
  if (error.code === 'EADDRINUSE') return new StudentError(problem('serve.portInUse', port, command, other));
  if (error.code === 'EACCES') return new StudentError(problem('serve.portDenied', port, command, defaults.port));
  return undefined;
}

/** Closes the server and every connection it holds (the dev server's event streams never end on their own). */
export const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
