export * from "./SchedulingFrame";
