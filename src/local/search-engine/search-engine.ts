import { LocalIndex } from './local-index';
import type { SearchRecord } from './record-values';

export class IndexNotFoundError extends Error {
  constructor(readonly indexName: string) {
    super(`Index ${indexName} does not exist`);
    this.name = 'IndexNotFoundError';
  }
}

type BatchAction =
  | 'addObject'
  | 'updateObject'
  | 'partialUpdateObject'
  | 'partialUpdateObjectNoCreate'
  | 'deleteObject'
  | 'delete'
  | 'clear';

export interface BatchRequest {
  action: BatchAction;
  body?: Record<string, unknown>;
  indexName?: string;
}

/**
 * The engine's indices, held in the isolate's memory. Writes apply at once, so every task
 * is published as soon as it has an id, and waitForTask returns after one poll.
 */
export class SearchEngine {
  private readonly indices = new Map<string, LocalIndex>();
  private lastTask = 0;

  nextTask(): number {
    this.lastTask += 1;
    return this.lastTask;
  }

  isTaskKnown(taskID: number): boolean {
    return taskID > 0 && taskID <= this.lastTask;
  }

  has(name: string): boolean {
    return this.indices.has(name);
  }

  get(name: string): LocalIndex {
    const index = this.indices.get(name);
    if (!index) throw new IndexNotFoundError(name);
    return index;
  }

  /** Writes create the index, as Algolia does. */
  getOrCreate(name: string): LocalIndex {
    let index = this.indices.get(name);
    if (!index) {
      index = new LocalIndex();
      this.indices.set(name, index);
    }
    return index;
  }

  delete(name: string): void {
    this.indices.delete(name);
  }

  list() {
    return [...this.indices].map(([name, index]) => ({
      name,
      createdAt: index.updatedAt,
      updatedAt: index.updatedAt,
      entries: index.size,
      dataSize: 0,
      fileSize: 0,
      lastBuildTimeS: 0,
      numberOfPendingTasks: 0,
      pendingTask: false,
    }));
  }

  /** copy (optionally only some scopes) or move one index over another. */
  operation(
    source: string,
    operation: 'copy' | 'move',
    destination: string,
    scope?: string[],
  ): void {
    const from = this.get(source);
    if (operation === 'move') {
      this.indices.set(destination, from);
      this.indices.delete(source);
      return;
    }
    const withSettings = !scope || scope.includes('settings');
    const withRecords = !scope;
    const copy = from.copy(withSettings, withRecords);
    const existing = this.indices.get(destination);
    if (scope && existing) {
      // A scoped copy keeps the destination's records.
      for (const record of existing.allRecords()) copy.saveObject(record);
    }
    this.indices.set(destination, copy);
  }

  batch(defaultIndex: string | undefined, requests: readonly BatchRequest[]): string[] {
    const objectIDs: string[] = [];
    for (const request of requests) {
      const name = request.indexName ?? defaultIndex;
      if (!name) throw new Error('A batch request needs an indexName');
      const index = this.getOrCreate(name);
      const body = request.body ?? {};
      const objectID =
        typeof body.objectID === 'string' || typeof body.objectID === 'number'
          ? String(body.objectID)
          : undefined;
      switch (request.action) {
        case 'addObject': {
          const id = objectID ?? crypto.randomUUID();
          index.saveObject({ ...body, objectID: id } as SearchRecord);
          objectIDs.push(id);
          break;
        }
        case 'updateObject':
        case 'partialUpdateObject':
        case 'partialUpdateObjectNoCreate':
        case 'deleteObject': {
          if (!objectID) throw new Error(`${request.action} needs an objectID`);
          if (request.action === 'updateObject')
            index.saveObject({ ...body, objectID } as SearchRecord);
          else if (request.action === 'deleteObject') index.deleteObject(objectID);
          else index.partialUpdate(objectID, body, request.action === 'partialUpdateObject');
          objectIDs.push(objectID);
          break;
        }
        case 'clear':
          index.clear();
          break;
        case 'delete':
          this.delete(name);
          break;
      }
    }
    return objectIDs;
  }
}
