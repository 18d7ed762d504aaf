@_exported import LifecycleSim
