import { WorkBudgetExceededError, type CpuWork } from '../../ports/cpu-work.js';
import type { PageAnalyser, PageAnalysis } from '../../ports/page-analyser.js';
import { PageUnreadableError, type PageSnapshot } from '../../ports/page-reader.js';
import { analyseAuditPageTask } from './tasks/audit-tasks.js';

/** The audit's page analysis in the worker pool; over its budget the page fails alone, with the reason. */
export class PooledPageAnalyser implements PageAnalyser {
  constructor(private readonly cpuWork: CpuWork) {}

  async analyse(page: PageSnapshot, delivered: unknown[]): Promise<PageAnalysis> {
    try {
      return await this.cpuWork.run(analyseAuditPageTask, { page, delivered });
    } catch (error) {
      if (error instanceof WorkBudgetExceededError) {
        throw new PageUnreadableError('The page carries more markup than can be checked within the processing budget.');
      }
      throw error;
    }
  }
}
