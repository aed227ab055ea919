export {
  articlePaths,
  caseStudyPaths,
  legalPaths,
  locationPaths,
  pagePaths,
  servicePaths,
} from "../../../scripts/lib/pages";
